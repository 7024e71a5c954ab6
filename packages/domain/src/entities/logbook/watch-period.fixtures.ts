// An earlier season's 4-to-8 deck watch (it must not overlap the current schedule); its officer is
// taken from the vessel's crew.
import { defineFixture } from '../define-fixture';
import { watchPeriodEntity } from './watch-period.entity';

export const watchPeriodFixture = defineFixture(watchPeriodEntity, {
  row: {
    name: '4-8 watch',
    watch_type: 'deck',
    start_time: '04:00',
    end_time: '08:00',
    effective_from: '2019-01-01',
    effective_to: '2019-06-30',
  },
  update: { remarks: 'Kept by the second officer.' },
});
