import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';
import { openApiComponents } from '../../openapi';

export interface CategoryNode {
  id: number;
  name: string;
  icon: string;
  children: CategoryNode[];
}

export const CategoryNode: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  get children() {
    return z.array(CategoryNode);
  },
});
// Recursive: the OpenAPI document publishes it as a component its `children` refer to (decision 059).
openApiComponents.add(CategoryNode, { id: 'CategoryNode' });

export const categoryTree = defineCall(endpoints.categoryTree, {
  summary: "The tenant's collectible categories as a tree",
  tags: ['catalogue'],
  data: z.array(CategoryNode),
});
