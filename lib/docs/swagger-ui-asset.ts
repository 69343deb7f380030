// The two files of swagger-ui-dist that /docs/reference needs, served from our own origin
// (the reference works offline, nothing loads from a CDN). Only these names are ever
// read; anything else is not an asset.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import getAbsoluteFSPath from "swagger-ui-dist/absolute-path.js";

const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};

export type SwaggerUiAsset = { body: ReadableStream<Uint8Array>; contentType: string; size: number };

/** The named file as a stream, or null when it is not one of the assets. */
export function openSwaggerUiAsset(name: string): SwaggerUiAsset | null {
  const contentType = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!contentType) return null;
  const file = path.join(getAbsoluteFSPath(), name);
  const { size } = fs.statSync(file);
  return { body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, contentType, size };
}

/** The installed swagger-ui-dist version, for cache-busting the asset URLs. */
export function swaggerUiVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(getAbsoluteFSPath(), "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "0";
}
