/** <ecosystem-grid>'s public types, in one place: its data and its event's detail. */
import type { EcosystemItem } from '../../lib/ecosystem-items';

export type { EcosystemItemInput } from '../../lib/ecosystem-items';

/** `app-open`: the validated card whose Explore link was activated. */
export type AppOpenDetail = { item: EcosystemItem };
