import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{ChromeReleaseChannel}from"./chunk-YG4XW32K.js";function convertPuppeteerChannelToBrowsersChannel(channel){switch(channel){case"chrome":return ChromeReleaseChannel.STABLE;case"chrome-dev":return ChromeReleaseChannel.DEV;case"chrome-beta":return ChromeReleaseChannel.BETA;case"chrome-canary":return ChromeReleaseChannel.CANARY}}export{convertPuppeteerChannelToBrowsersChannel};
/*! Bundled license information:

puppeteer-core/lib/puppeteer/node/LaunchOptions.js:
  (**
   * @license
   * Copyright 2020 Google Inc.
   * SPDX-License-Identifier: Apache-2.0
   *)
*/
