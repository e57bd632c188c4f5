// dependency-cruiser reads TypeScript through TypeScript's JavaScript API, which TypeScript 7 (the
// compiler this repo builds with) does not ship. This preload hands dependency-cruiser, and only
// it, TypeScript 5.9 (installed as `typescript-5`) when it asks for "typescript": it checks the
// version with require() and loads the compiler with import(), so both are redirected.
const Module = require("node:module");

const fromCruiser = (parentPath) =>
  typeof parentPath === "string" && parentPath.includes("/dependency-cruiser/");
const redirect = (request) => request.replace(/^typescript(?=$|\/)/, "typescript-5");

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const target = fromCruiser(parent?.filename) ? redirect(request) : request;
  return resolveFilename.call(this, target, parent, ...rest);
};

Module.register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      const fromCruiser = context.parentURL?.includes("/dependency-cruiser/");
      return next(fromCruiser ? specifier.replace(/^typescript(?=$|\\/)/, "typescript-5") : specifier, context);
    }
  `)}`,
);
