/**
 * A throwaway certificate authority and one server certificate it signs, for the stack test's webhook.
 *
 * The apps refuse plain-http webhooks anywhere but loopback (routes/shared/push/targets.ts), and in the compose
 * stack the fake webhook is another container, so it serves https with a certificate for its service name and
 * the apps trust this authority through `DENO_CERT`. The authority lives as long as one test run; nothing
 * outside the test stack ever trusts it.
 */
// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata API loaded first.
import "reflect-metadata";
import * as x509 from "@peculiar/x509";

export interface TestCertificates {
  /** The authority's certificate (PEM): the file `DENO_CERT` names. */
  caPem: string;
  /** The server's certificate (PEM), signed by the authority. */
  certPem: string;
  /** The server's private key (PKCS#8 PEM). */
  keyPem: string;
}

export interface CertificateOptions {
  /** DNS names the server certificate is valid for, such as the compose service name. */
  hostnames: string[];
  /** Days the certificates stay valid (default 2: one test run needs minutes). */
  days?: number;
  /** The clock, for tests. */
  now?: Date;
}

const ALGORITHM = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;
const DAY_MS = 86_400_000;

function serialNumber(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0"))
    .join("").replace(/^[89a-f]/, "1");
}

/**
 * Makes a fresh authority and a server certificate for `hostnames`.
 *
 * @example
 * const certs = await createTestCertificates({ hostnames: ["webhook"] });
 * await Deno.writeTextFile("/tmp/ca.pem", certs.caPem); // DENO_CERT=/tmp/ca.pem for the apps
 */
export async function createTestCertificates(options: CertificateOptions): Promise<TestCertificates> {
  if (options.hostnames.length === 0) {
    throw new RangeError("a server certificate needs at least one hostname");
  }
  const notBefore = new Date((options.now ?? new Date()).getTime() - 60_000);
  const notAfter = new Date(notBefore.getTime() + (options.days ?? 2) * DAY_MS);
  const caKeys = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: "CN=sudoku-daily stack test authority",
    notBefore,
    notAfter,
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const serverKeys = await crypto.subtle.generateKey(ALGORITHM, true, ["sign", "verify"]);
  const server = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${options.hostnames[0]}`,
    issuer: ca.subject,
    notBefore,
    notAfter,
    publicKey: serverKeys.publicKey,
    signingKey: caKeys.privateKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        options.hostnames.map((value) => ({ type: "dns" as const, value })),
      ),
      await x509.AuthorityKeyIdentifierExtension.create(ca),
    ],
  });
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", serverKeys.privateKey));
  return {
    caPem: ca.toString("pem"),
    certPem: server.toString("pem"),
    keyPem: x509.PemConverter.encode(pkcs8.buffer, "PRIVATE KEY"),
  };
}
