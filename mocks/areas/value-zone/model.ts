import { primaryKey } from '@mswjs/data';
import { pointSources } from '@octoss/contract/points';
import { oneOf } from '../../shared/enum';

/** The points history. Notes come from content.ts when read. Dates are epoch ms, foreign keys string ids. */
export const valueZoneModel = {
  pointsEntry: {
    id: primaryKey(String),
    userId: String,
    at: Number,
    source: oneOf(pointSources),
    delta: Number,
    balance: Number,
    noteId: String,
  },
};
