-- EEXI (MARPOL Annex VI reg. 23 and 25, MEPC.328(76)): the attained EEXI of the ship's EEXI Technical
-- File (g CO2/t·nm) and the engine or shaft power limitation fitted to attain it, with its limited power.
ALTER TABLE vessels ADD COLUMN attained_eexi numeric;
ALTER TABLE vessels ADD COLUMN epl_fitted boolean NOT NULL DEFAULT false;
ALTER TABLE vessels ADD COLUMN epl_power_kw numeric;
