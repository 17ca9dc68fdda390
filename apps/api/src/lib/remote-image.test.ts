import { describe, expect, it } from 'vitest';
import { checkImageUrl, fetchRemoteImage, isPublicAddress } from './remote-image.ts';

const policy = { allowedHosts: [] as string[], maxBytes: 1024, timeoutMs: 2000 };

describe('image URLs of a product import', () => {
  it('takes public addresses only', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.16.4.1', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '0.0.0.0']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::6810:85e5')).toBe(true);
  });

  it('refuses loopback names and literals, credentials and other schemes before fetching', async () => {
    expect(await checkImageUrl('http://localhost/x.png', policy)).toBe('Image URL must be a public internet address');
    expect(await checkImageUrl('http://[::1]/x.png', policy)).toBe('Image URL must be a public internet address');
    expect(await checkImageUrl('http://0x7f.0.0.1/x.png', policy)).toBe('Image URL must be a public internet address');
    expect(await checkImageUrl('ftp://example.com/x.png', policy)).toBe('Image URL must be an http or https address');
    expect(await checkImageUrl('http://me:pw@example.com/x.png', policy)).toBe(
      'Image URL must not carry a user name or password',
    );
    expect(await checkImageUrl('http://localhost/x.png', { allowedHosts: ['localhost'] })).toBeUndefined();
  });

  it('refuses to connect to a loopback address even when the check was skipped', async () => {
    await expect(fetchRemoteImage('http://localhost:9/x.png', policy)).rejects.toThrow(
      'Image URL must be a public internet address',
    );
  });
});
