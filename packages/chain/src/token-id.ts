// Token ids (decision 009): one contract per tenant, tokenId = collectionId << 32 | serial.

const SERIAL_BITS = 32n;
const SERIAL_MASK = (1n << SERIAL_BITS) - 1n;
const MAX_COLLECTION_ID = (1n << (256n - SERIAL_BITS)) - 1n;

/** The token id of serial `serial` (1-based, "#17/1000" is 17) of collection `collectionId`. */
export function tokenIdOf(collectionId: number | bigint, serial: number | bigint): bigint {
  const collection = BigInt(collectionId);
  const number = BigInt(serial);
  if (collection < 1n || collection > MAX_COLLECTION_ID) throw new RangeError(`collection id out of range: ${collection}`);
  if (number < 1n || number > SERIAL_MASK) throw new RangeError(`serial out of range: ${number}`);
  return (collection << SERIAL_BITS) | number;
}

/** The collection id and serial a token id stands for. */
export function parseTokenId(tokenId: bigint): { collectionId: bigint; serial: bigint } {
  const collectionId = tokenId >> SERIAL_BITS;
  const serial = tokenId & SERIAL_MASK;
  if (collectionId < 1n || serial < 1n || tokenId >> 256n !== 0n) throw new RangeError(`not a Curio token id: ${tokenId}`);
  return { collectionId, serial };
}
