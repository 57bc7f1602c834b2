/**
 * The render reads a page as a reader's browser shows it, so it must not look automated: a page
 * that tells an automated browser from a reader's could serve the analysis a page no reader gets
 * (alt text written only for the analyser). Chromium run by a driver says so three ways: its
 * `navigator.webdriver`, and `HeadlessChrome` in its user agent string and in its client hints
 * (`navigator.userAgentData.brands`, the `Sec-CH-UA` header). Each is answered as Chromium does
 * when a person runs it.
 */
import type { Protocol } from 'puppeteer-core';

/** `navigator.webdriver` false: the switch a person's Chromium runs without. */
export const READER_FLAGS = ['--disable-blink-features=AutomationControlled'];

const ARCHITECTURES: Readonly<Record<string, string>> = { x64: 'x86', ia32: 'x86', arm64: 'arm', arm: 'arm' };

export interface ReaderIdentity {
  userAgent: string;
  userAgentMetadata: Protocol.Emulation.UserAgentMetadata;
}

/** Chromium's own user agent and client hints, less the headless mark, for the browser that gave `userAgent`. */
export function readerIdentity(userAgent: string, arch: string = process.arch): ReaderIdentity {
  const full = /(?:Headless)?Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? '0.0.0.0';
  const major = full.split('.', 1)[0] ?? '0';
  // The order and the "not a brand" entry are Chromium's: its brand list always holds one such decoy.
  const brands = (version: string) => [
    { brand: 'Not:A-Brand', version: version === major ? '8' : '8.0.0.0' },
    { brand: 'Chromium', version },
  ];
  return {
    userAgent: userAgent.replace('HeadlessChrome/', 'Chrome/'),
    userAgentMetadata: {
      brands: brands(major),
      fullVersionList: brands(full),
      platform: 'Linux',
      platformVersion: '',
      architecture: ARCHITECTURES[arch] ?? '',
      model: '',
      mobile: false,
    },
  };
}
