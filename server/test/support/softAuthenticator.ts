/**
 * An authenticator played in the test (docs/api.md#passkeys): an ES256 key pair of node:crypto,
 * 'none' attestation, CBOR written by hand, the answers shaped as @simplewebauthn/browser gives
 * them; written from the WebAuthn specification apart from the server's library, so the tests
 * prove the two agree.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 255];
}

/** The CBOR of the few kinds a credential's key and attestation hold. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return Buffer.from(value >= 0 ? head(0, value) : head(1, -1 - value));
  }
  if (typeof value === 'string') {
    const text = Buffer.from(value);
    return Buffer.concat([Buffer.from(head(3, text.length)), text]);
  }
  if (value instanceof Uint8Array)
    return Buffer.concat([Buffer.from(head(2, value.length)), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([Buffer.from(head(5, value.size)), ...entries]);
}

const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** User present and verified (and, in `attested`, the credential's data follows). */
const FLAGS = { present: 0x01, verified: 0x04, attested: 0x40 };

export interface Where {
  origin: string;
  rpId: string;
}

/** Where the server expects passkeys when PUBLIC_ORIGIN is unset, in the tests' configs. */
export const LOCALHOST: Where = { origin: 'http://localhost:8080', rpId: 'localhost' };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle = '';
  counter = 0;

  constructor(private readonly where: Where = LOCALHOST) {}

  get id() {
    return b64u(this.credentialId);
  }

  private authData(flags: number, where: Where, attested = Buffer.alloc(0)) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(where.rpId), Buffer.from([flags]), counter, attested]);
  }

  private clientData(type: string, challenge: string, where: Where) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: where.origin, crossOrigin: false }),
    );
  }

  /** The answer to the prompt of POST /admin/profile/passkeys/options. */
  register(options: { challenge: string; user: { id: string } }, where = this.where) {
    this.userHandle = options.user.id;
    const { x = '', y = '' } = publicJwk(this.keys.publicKey);
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]);
    const length = Buffer.from([0, this.credentialId.length]);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, cbor(coseKey)]);
    const flags = FLAGS.present | FLAGS.verified | FLAGS.attested;
    const attestation = new Map<string, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', this.authData(flags, where, attested)],
    ]);
    return this.answer({
      clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, where)),
      attestationObject: b64u(cbor(attestation)),
      transports: ['internal'],
    });
  }

  /** The answer to the sign-in's prompt, its counter one more than the last (`counter` sets it). */
  signIn(options: { challenge: string }, where = this.where, counter = this.counter + 1) {
    this.counter = counter;
    const authData = this.authData(FLAGS.present | FLAGS.verified, where);
    const clientData = this.clientData('webauthn.get', options.challenge, where);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.keys.privateKey,
    );
    return this.answer({
      clientDataJSON: b64u(clientData),
      authenticatorData: b64u(authData),
      signature: b64u(signature),
      userHandle: this.userHandle,
    });
  }

  /** The browser's answer to a prompt, around what the authenticator gave it. */
  private answer<Response>(response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}

const publicJwk = (key: KeyObject) => key.export({ format: 'jwk' });
