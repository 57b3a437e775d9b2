// Shared by the wallet's form tests: the contract's codes and a check digit maker.
export { ErrorCode } from '@curio/contract';
export { luhnCheckDigit as luhnCheckDigitForTest } from './rules';
