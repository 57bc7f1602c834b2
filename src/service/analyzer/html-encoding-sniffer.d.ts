// html-encoding-sniffer ships no types; this is the one function it exports (its README's signature).
declare module 'html-encoding-sniffer' {
  export default function sniffHTMLEncoding(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
}
