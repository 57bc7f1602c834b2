/**
 * The broken-link check the runner makes on the run's pages (`check-links`, `check-links-max`),
 * and the finding it adds: `links.broken`, recommended, one per page per broken target.
 */
import * as z from 'zod';
import { countOf } from './input-ranges.js';

export const CHECK_LINKS = ['off', 'same-site', 'all'] as const;

export const LinkCheck = z.object({
  /** `same-site`: targets on the hosts of the run's pages; `all`: outside hosts too, where the run may reach them. */
  mode: z.enum(CHECK_LINKS),
  /** Distinct targets checked per run at most; the rest are counted, not checked. */
  max: countOf('check-links-max'),
});
export type LinkCheck = z.infer<typeof LinkCheck>;

export const BROKEN_LINK_CHECK = 'links.broken';
