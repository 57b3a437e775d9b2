import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { AddressServices } from './address.types';

/** Shipping addresses (decision 044). */
export function addressRoutes(app: FastifyInstance, s: AddressServices): void {
  const uid = (req: { user: { id: number } | null }) => req.user!.id;
  registerCall(app, listAddresses, (req) => s.addresses.list(req.tenant.id, uid(req)));
  registerCall(app, saveAddress, (req) => s.addresses.save(req.tenant.id, uid(req), req.body));
  registerCall(app, deleteAddress, (req) => s.addresses.remove(req.tenant.id, uid(req), req.body.id));
  registerCall(app, setDefaultAddress, (req) => s.addresses.setDefault(req.tenant.id, uid(req), req.body.id));
}
