import { describe, expect, it } from 'vitest';
import { operatorSaveAirdrop } from '../operator/schemas';
import { userAirDropTransfer } from './schemas';

const save = operatorSaveAirdrop.body!;
const receive = userAirDropTransfer.body!;
const base = { collectionId: 3, audience: 'all', startsAt: 1_000, endsAt: 2_000, claimsLimit: 10 };

describe('the airdrop calls', () => {
  it('receive takes the airdrop id as a number or its canonical text', () => {
    expect(receive.parse({ airdropId: 7 })).toEqual({ airdropId: 7 });
    expect(receive.parse({ airdropId: '7' })).toEqual({ airdropId: 7 });
    expect(receive.safeParse({ airdropId: [7] }).success).toBe(false);
    expect(receive.safeParse({}).success).toBe(false);
  });

  it("the operator's airdrop: one per user by default, the window in order, the audience's list or collection given", () => {
    expect(save.parse(base)).toMatchObject({ quantityPerUser: 1 });
    expect(save.safeParse({ ...base, endsAt: 1_000 }).success).toBe(false);
    expect(save.safeParse({ ...base, audience: 'phones' }).success).toBe(false);
    expect(save.safeParse({ ...base, audience: 'phones', phones: ['13800000000', '+85291234567'] }).success).toBe(true);
    expect(save.safeParse({ ...base, audience: 'phones', phones: ['138-0000'] }).success).toBe(false);
    expect(save.safeParse({ ...base, audience: 'holders' }).success).toBe(false);
    expect(save.safeParse({ ...base, audience: 'holders', holdersOf: 4 }).success).toBe(true);
    expect(save.safeParse({ ...base, quantityPerUser: 11 }).success).toBe(false);
    expect(save.safeParse({ ...base, name: { en: 'bad\u0007name' } }).success).toBe(false);
  });
});
