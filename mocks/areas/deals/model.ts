import { primaryKey } from '@mswjs/data';
import { dealRegions } from '@octoss/contract/deals';
import { listOf } from '../../shared/enum';

/** Deal programs and received partner applications. Notes come from content.ts when read. Dates are epoch ms, foreign keys string ids. */
export const dealsModel = {
  deal: {
    id: primaryKey(String),
    order: Number,
    exchange: String,
    gross: Number,
    regions: listOf(dealRegions),
    noteId: String,
  },
  partnerApplication: {
    id: primaryKey(String),
    receivedAt: Number,
    /** The validated application as JSON: kept whole, never lost. */
    payload: String,
  },
};
