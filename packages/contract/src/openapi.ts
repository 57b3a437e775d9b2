import { z } from 'zod';

/**
 * The schemas the OpenAPI document names in `components.schemas` (decision 059): a recursive schema must
 * be one (a `$ref` needs a target: the category tree's node), and so is the refusal envelope every call
 * shares. A schema added here with an id is published once under that id and referenced from each call.
 */
export const openApiComponents = /* @__PURE__ */ z.registry<{ id: string }>();
