// The emission records' parts (/environmental/emissions, issue 14): the year's panel above the list
// (emissions-panel.tsx), a new record starting as a voyage of today, and the EU MRV scope shown as
// the server placed it from the ports.
import { defineEntityUi } from '../../entity-ui/entity-screen-parts';
import { EmissionsPanel } from './emissions-panel';

const today = () => new Date().toISOString().slice(0, 10);

export const emissionRecordUi = defineEntityUi(function useEmissionRecordParts() {
  return {
    toolbar: <EmissionsPanel />,
    createDefaults: {
      period_type: 'voyage',
      voyage_type: 'laden',
      period_start: today(),
      period_end: today(),
      monitoring_method: 'bdn',
    },
  };
});
