/** Every route of the specification's section 2 table, by area (spec-routes.mjs). */
export declare const SPEC_ROUTES: readonly (readonly [area: string, paths: readonly string[]])[];
