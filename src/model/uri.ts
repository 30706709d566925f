// What a `uri` value is: RFC 3986's URI production, written once for the schemas' format and the runtime's check.

// Each piece is named after its production in RFC 3986 (section 3 and appendix A). Every
// repetition is separated by a character the repeated piece cannot contain, so a failed match
// backtracks in linear time, even on a 64 KiB value.
const hexDigit = '[0-9A-Fa-f]';
const pctEncoded = `%${hexDigit}{2}`;
const unreserved = 'A-Za-z0-9\\-._~';
const subDelims = "!$&'()*+,;=";
const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`;
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*';
const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`;
const h16 = `${hexDigit}{1,4}`;
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const ipv4Address = `${decOctet}(?:\\.${decOctet}){3}`;
const ls32 = `(?:${h16}:${h16}|${ipv4Address})`;
/** `[ *n( h16 ":" ) h16 ]`, the optional head before `::` in IPv6address. */
const head = (n: number) => `(?:(?:${h16}:){0,${n}}${h16})?`;
const ipv6Address = [
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `${head(0)}::(?:${h16}:){4}${ls32}`,
  `${head(1)}::(?:${h16}:){3}${ls32}`,
  `${head(2)}::(?:${h16}:){2}${ls32}`,
  `${head(3)}::${h16}:${ls32}`,
  `${head(4)}::${ls32}`,
  `${head(5)}::${h16}`,
  `${head(6)}::`,
].join('|');
const ipvFuture = `v${hexDigit}+\\.[${unreserved}${subDelims}:]+`;
const ipLiteral = `\\[(?:${ipv6Address}|${ipvFuture})\\]`;
// IPv4address is left out of host: every IPv4address is also a reg-name, so it changes no verdict.
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`;
const authority = `(?:${userinfo}@)?(?:${ipLiteral}|${regName})(?::[0-9]*)?`;
const segment = `${pchar}*`;
const segmentNz = `${pchar}+`;
const pathAbempty = `(?:/${segment})*`;
const hierPart = `(?://${authority}${pathAbempty}|/(?:${segmentNz}${pathAbempty})?|${segmentNz}${pathAbempty}|)`;
const queryOrFragment = `(?:${pchar}|[/?])*`;

/**
 * RFC 3986's `URI`: a scheme, then its hierarchical part, an optional query and an optional fragment.
 * ASCII only: `https://bücher.de/` is an IRI (RFC 3987), not a URI, and `%zz` is no percent-encoding.
 * This is what JSON Schema's `uri` format means; the model package carries it as a literal.
 */
export const uriPattern = new RegExp(`^${scheme}:${hierPart}(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?$`);

/** Whether `text` is a URI as RFC 3986 defines it. */
export function isUri(text: string): boolean {
  return uriPattern.test(text);
}
