// Stands in for the server-only package in tests (see vitest.config.ts).
export {};
