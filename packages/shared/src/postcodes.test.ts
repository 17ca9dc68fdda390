import { describe, expect, it } from 'vitest';
import { profileSchema, registerSchema } from './account.ts';
import { createVendorSchema } from './admin.ts';
import { AU_STATES } from './constants.ts';
import { postcodeIsInState, stateOfPostcode } from './postcodes.ts';
import { deliveryAddressSchema } from './sales.ts';

describe('states and postcodes', () => {
  it('offers every state and mainland territory, the Northern Territory included', () => {
    expect([...AU_STATES]).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);
  });

  it.each([
    ['0800', 'NT'],
    ['0872', 'NT'],
    ['0200', 'ACT'],
    ['2600', 'ACT'],
    ['2913', 'ACT'],
    ['2000', 'NSW'],
    ['2620', 'NSW'],
    ['2899', 'NSW'],
    ['3000', 'VIC'],
    ['8001', 'VIC'],
    ['4000', 'QLD'],
    ['9726', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['6798', 'WA'],
    ['7000', 'TAS'],
  ] as const)('finds %s in %s by Australia Post ranges', (postcode, state) => {
    expect(stateOfPostcode(postcode)).toBe(state);
    expect(postcodeIsInState(postcode, state)).toBe(true);
  });

  it('accepts postcodes that straddle a border in each state that uses them', () => {
    expect(postcodeIsInState('3644', 'NSW')).toBe(true);
    expect(postcodeIsInState('3644', 'VIC')).toBe(true);
    expect(postcodeIsInState('2620', 'ACT')).toBe(true);
    expect(postcodeIsInState('0872', 'SA')).toBe(true);
    expect(postcodeIsInState('4825', 'NT')).toBe(true);
  });

  it('refuses a postcode of another state, naming the state it belongs to', () => {
    expect(postcodeIsInState('0800', 'VIC')).toBe(false);
    expect(postcodeIsInState('2000', 'ACT')).toBe(false);
    expect(postcodeIsInState('0100', 'NT')).toBe(false);
    const result = deliveryAddressSchema.safeParse({
      c_address: '1 Smith St',
      suburb: 'Darwin',
      state: 'VIC',
      postcode: '0800',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['postcode'],
        message: 'Postcode 0800 is in NT, not VIC. Please check the postcode and state',
      }),
    ]);
    const nowhere = deliveryAddressSchema.safeParse({
      c_address: '1 Smith St',
      suburb: 'X',
      state: 'NT',
      postcode: '0100',
    });
    expect(nowhere.error?.issues[0]?.message).toBe('Postcode 0100 is not an Australian postcode');
  });

  it('checks the pair wherever an address is entered', () => {
    const business = {
      email: 'darwin@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      displayName: 'Top End Spices',
      c_address: '1 Smith St',
      suburb: 'Darwin',
      state: 'NT',
      postcode: '0800',
      phone: '0412345678',
      ABN: '51824753556',
    };
    expect(createVendorSchema.safeParse(business).success).toBe(true);
    expect(createVendorSchema.safeParse({ ...business, state: 'QLD' }).error?.issues[0]?.path).toEqual(['postcode']);
    const registration = { ...business, password: 'a-long-passphrase', cPassword: 'a-long-passphrase' };
    expect(registerSchema.safeParse(registration).success).toBe(true);
    expect(registerSchema.safeParse({ ...registration, postcode: '3000' }).success).toBe(false);
    const profile = { firstName: 'Ama', lastName: 'Mensah', email: 'darwin@example.com' };
    expect(profileSchema.safeParse({ ...profile, address: { state: 'NT', postcode: '0870' } }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, address: { state: 'SA', postcode: '0870' } }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, address: { state: '', postcode: '' } }).success).toBe(true);
  });
});
