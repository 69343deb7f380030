// swagger-ui-dist ships no types; /docs/reference reads its files from the package folder this returns.
declare module "swagger-ui-dist/absolute-path.js" {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
