import { z } from 'zod';
import {
  AirdropStatus,
  BusinessType,
  CollectibleFlag,
  CollectibleHoldStatus,
  ConfigClassification,
  MarketType,
  MenuLinkType,
  OrderStatus,
  PayChannelType,
  PayMethod,
  PayProgress,
  ResourceKind,
  SaleKind,
  SynthesisStatus,
} from './enums';

// zod schemas of the enums (kept apart so that zod-free code can use the enums without zod).
export const payChannelTypeSchema = z.enum(PayChannelType);
export const payMethodSchema = z.enum(PayMethod);
export const payProgressSchema = z.enum(PayProgress);
export const saleKindSchema = z.enum(SaleKind);
export const businessTypeSchema = z.enum(BusinessType);
export const marketTypeSchema = z.enum(MarketType);
export const orderStatusSchema = z.enum(OrderStatus);
export const synthesisStatusSchema = z.enum(SynthesisStatus);
export const airdropStatusSchema = z.enum(AirdropStatus);
export const collectibleHoldStatusSchema = z.enum(CollectibleHoldStatus);
export const collectibleFlagSchema = z.enum(CollectibleFlag);
export const resourceKindSchema = z.enum(ResourceKind);
export const menuLinkTypeSchema = z.enum(MenuLinkType);
export const configClassificationSchema = z.enum(ConfigClassification);
