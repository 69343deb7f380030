// How the dashboard names each kind of API key.
export const KIND_LABEL = { public: "Publishable key", secret: "Secret key" } as const;
