import { z } from 'zod';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

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

export const categoryTree = defineCall(endpoints.categoryTree, {
  summary: "The tenant's collectible categories as a tree",
  tags: ['catalogue'],
  data: z.array(CategoryNode),
});
