import { describe, expect, it } from 'vitest';
import { contractMismatches } from './dev-contract-check';

describe('development contract check', () => {
  it('accepts an answer that fits the contract', () => {
    expect(contractMismatches('/common/dictType', { assetClass: [{ value: 'BOND', label: 'Bond' }] })).toEqual([]);
  });

  it('names the call field that drifted', () => {
    const mismatches = contractMismatches('/v1/fundProduct/list', { total: '3', list: [] });
    expect(mismatches).toEqual(['/total must be integer']);
  });

  it('ignores calls outside the contract', () => {
    expect(contractMismatches('/v9/unknown', 42)).toEqual([]);
  });
});
