import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDateOf, EMPTY_SHA256, signV4, sigV4Encode } from './s3-signer';

// AWS's published SigV4 test suite credentials and time (aws-sig-v4-test-suite).
const SUITE = {
  region: 'us-east-1',
  service: 'service',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  amzDate: '20150830T123600Z',
};
const prefix =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=';

describe('SigV4 signer', () => {
  it('reproduces get-vanilla', () => {
    const h = signV4({
      ...SUITE,
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      payloadHash: EMPTY_SHA256,
    });
    expect(h.authorization).toBe(`${prefix}5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31`);
    expect(h['x-amz-date']).toBe('20150830T123600Z');
  });

  it('reproduces get-vanilla-query-order-key-case (sorted query)', () => {
    const url = new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1');
    const h = signV4({ ...SUITE, method: 'GET', url, payloadHash: EMPTY_SHA256 });
    expect(h.authorization).toBe(`${prefix}b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500`);
  });

  it('reproduces post-vanilla', () => {
    const h = signV4({
      ...SUITE,
      method: 'POST',
      url: new URL('https://example.amazonaws.com/'),
      payloadHash: createHash('sha256').update('').digest('hex'),
    });
    expect(h.authorization).toBe(`${prefix}5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b`);
  });

  it('signs extra headers, sorted and lowercased', () => {
    const h = signV4({
      ...SUITE,
      method: 'PUT',
      url: new URL('https://s3.example.com/b/k'),
      headers: { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD', 'Content-Length': '5' },
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    expect(h.authorization).toContain('SignedHeaders=content-length;host;x-amz-content-sha256;x-amz-date,');
  });

  it('encodes like RFC 3986 and formats the date', () => {
    expect(sigV4Encode("a b!'()*~")).toBe('a%20b%21%27%28%29%2A~');
    expect(amzDateOf(new Date('2015-08-30T12:36:00.123Z'))).toBe('20150830T123600Z');
  });
});
