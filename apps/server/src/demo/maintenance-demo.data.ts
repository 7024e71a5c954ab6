// The demo ships' machinery and planned maintenance (db/seed/maintenance.seed.ts builds a year of
// history from it). Intervals are the usual makers' ones, shortened where a year would show none.
// Kept as pipe-separated tables: one line per item reads like the ship's equipment list.

export type DemoEquipment = {
  code: string;
  parent?: string;
  name: string;
  category: string;
  criticality: string;
  location: string;
  manufacturer?: string;
  model?: string;
  /** Running hours a year ago and hours run per day since, for equipment with a counter. */
  hours?: { start: number; perDay: number };
};

export type DemoJob = {
  equipment: string;
  intervalDays?: number;
  intervalHours?: number;
  priority: string;
  role: 'master' | 'officer' | 'engineer';
  title: string;
  description: string;
};

export type DemoCorrectiveWork = {
  equipment: string;
  /** Due this many days from today (negative: in the past). */
  dueInDays: number;
  scheduledInDays?: number;
  status: 'open' | 'in_progress' | 'completed';
  priority: string;
  title: string;
  description: string;
};

function table(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

const optional = (cell: string | undefined) => (cell ? cell : undefined);

// code | system | name | category | criticality | location | manufacturer | model | hours a year ago/per day
const EQUIPMENT = `
ME |  | Main engine | propulsion | critical | Engine room | MAN Energy Solutions | 6S60ME-C8.5 | 41250/18
ME-TC | ME | Main engine turbocharger | propulsion | critical | Engine room | MAN Energy Solutions | TCA66 | 41250/18
ME-LOP1 | ME | Main lube oil pump No. 1 | pumps | important | Engine room |  |  |
ME-AC1 | ME | Main air compressor No. 1 | propulsion | important | Engine room | Sperre | HV2/200 | 12300/5
GEN |  | Power generation | power_generation | critical | Engine room |  |  |
AE1 | GEN | Auxiliary engine No. 1 | power_generation | critical | Engine room | Yanmar | 6EY18ALW | 28400/12
AE2 | GEN | Auxiliary engine No. 2 | power_generation | critical | Engine room | Yanmar | 6EY18ALW | 27950/11
AE3 | GEN | Auxiliary engine No. 3 | power_generation | important | Engine room | Yanmar | 6EY18ALW | 24100/6
EG | GEN | Emergency generator | power_generation | critical | Emergency generator room | Cummins | KTA19-DM |
FOT |  | Fuel and lube oil treatment | fuel_treatment | important | Purifier room |  |  |
HFO-P1 | FOT | HFO purifier No. 1 | fuel_treatment | important | Purifier room | Alfa Laval | S927 | 35800/20
HFO-P2 | FOT | HFO purifier No. 2 | fuel_treatment | important | Purifier room | Alfa Laval | S927 | 33100/14
LO-P1 | FOT | Main engine lube oil purifier | fuel_treatment | normal | Purifier room | Alfa Laval | S821 |
SWC |  | Sea water cooling | pumps | important | Engine room |  |  |
SWP1 | SWC | Main sea water pump No. 1 | pumps | important | Engine room | Shinko | GVD200 |
SWP2 | SWC | Main sea water pump No. 2 | pumps | important | Engine room | Shinko | GVD200 |
BP1 | SWC | Ballast pump No. 1 | pumps | normal | Pump room |  |  |
STG |  | Steering gear | steering | critical | Steering gear room | Rolls-Royce | SR642 |
STG-P1 | STG | Steering gear hydraulic pump No. 1 | steering | critical | Steering gear room |  |  |
STG-P2 | STG | Steering gear hydraulic pump No. 2 | steering | critical | Steering gear room |  |  |
LSA |  | Lifesaving appliances | lifesaving | critical | Boat deck |  |  |
LB-DAV-P | LSA | Lifeboat davit, port | lifesaving | critical | Boat deck, port | Schat-Harding |  |
LB-DAV-S | LSA | Lifeboat davit, starboard | lifesaving | critical | Boat deck, starboard | Schat-Harding |  |
RB-DAV | LSA | Rescue boat davit | lifesaving | important | Boat deck, starboard |  |  |
FFS |  | Fire fighting | firefighting | critical | Various |  |  |
FP1 | FFS | Main fire pump No. 1 | firefighting | critical | Engine room |  |  |
FP2 | FFS | Main fire pump No. 2 | firefighting | critical | Engine room |  |  |
EFP | FFS | Emergency fire pump | firefighting | critical | Bow thruster room |  |  |
CO2 | FFS | Fixed CO2 fire extinguishing system | firefighting | critical | CO2 room |  |  |
WML-F |  | Windlass and mooring winches, forward | deck_machinery | normal | Forecastle |  |  |
RADAR-X |  | X-band radar | navigation | important | Bridge | JRC | JMA-9100 |
AC-PLANT |  | Accommodation air conditioning | hvac | standard | Accommodation |  |  |
`;

// equipment | interval (d or h) | priority | assigned role | title | description
const JOBS = `
ME | 30 d | high | engineer | Main engine performance check | Take indicator diagrams and a full set of performance readings; compare with the shop test.
ME-TC | 1000 h | medium | engineer | Turbocharger air filter cleaning | Clean the silencer filter mats of the turbocharger; record the pressure drop before and after.
ME-AC1 | 1000 h | medium | engineer | Air compressor valve overhaul | Overhaul the suction and delivery valves of both stages; renew worn plates and springs.
AE1 | 1000 h | high | engineer | Auxiliary engine No. 1 lube oil and filter change | Drain the sump, renew the lube oil and filter elements, take an oil sample for analysis.
AE2 | 1000 h | high | engineer | Auxiliary engine No. 2 lube oil and filter change | Drain the sump, renew the lube oil and filter elements, take an oil sample for analysis.
AE3 | 1000 h | medium | engineer | Auxiliary engine No. 3 lube oil and filter change | Drain the sump, renew the lube oil and filter elements, take an oil sample for analysis.
EG | 30 d | critical | engineer | Emergency generator test run on load | Start on the emergency switchboard, run on load for 30 minutes, check automatic start and battery charging.
HFO-P1 | 1500 h | medium | engineer | HFO purifier No. 1 bowl cleaning | Open and clean the bowl and disc stack; inspect the seals and the operating water system.
HFO-P2 | 1500 h | medium | engineer | HFO purifier No. 2 bowl cleaning | Open and clean the bowl and disc stack; inspect the seals and the operating water system.
SWP1 | 180 d | medium | engineer | Sea water pump No. 1 inspection | Check the mechanical seal, bearings and impeller clearance; renew the zinc anodes.
SWP2 | 180 d | medium | engineer | Sea water pump No. 2 inspection | Check the mechanical seal, bearings and impeller clearance; renew the zinc anodes.
STG | 30 d | critical | officer | Steering gear test and inspection | SOLAS V/26 test: full rudder movement, both pumps, alarms, emergency steering from the local position.
STG-P1 | 180 d | medium | engineer | Steering gear hydraulic oil sample | Take a hydraulic oil sample for laboratory analysis; top up and check the filters.
LB-DAV-P | 90 d | high | officer | Lifeboat davit inspection, port | Inspect the falls, sheaves, winch brake and limit switches; grease; turn the falls end for end when due.
LB-DAV-S | 90 d | high | officer | Lifeboat davit inspection, starboard | Inspect the falls, sheaves, winch brake and limit switches; grease; turn the falls end for end when due.
LSA | 365 d | critical | master | Annual thorough examination of lifeboats and davits | SOLAS III/20 annual thorough examination by the maker's service engineer, with the dynamic brake test.
FP1 | 90 d | high | officer | Main fire pump No. 1 test | Run the pump, check the delivery pressure at the highest hydrant and the relief valve.
FP2 | 90 d | high | officer | Main fire pump No. 2 test | Run the pump, check the delivery pressure at the highest hydrant and the relief valve.
EFP | 30 d | critical | officer | Emergency fire pump test | Start the emergency fire pump, check suction, delivery pressure and the priming system.
CO2 | 365 d | critical | officer | CO2 system annual inspection | Weigh the cylinders, test the release alarms and blow through the distribution lines.
WML-F | 90 d | low | officer | Windlass brake test and greasing | Test the brake holding load, grease the gears and check the band brake linings.
`;

// equipment | due in days | scheduled in days | status | priority | title | description
const CORRECTIVE_WORK = `
SWP2 | -200 |  | completed | high | Renew leaking mechanical seal | Seawater leak at the mechanical seal of sea water pump No. 2; renew the seal and check the shaft sleeve.
RADAR-X | -150 |  | completed | high | Replace radar magnetron | Transmitter power low; replace the magnetron and tune the receiver.
AC-PLANT | -95 |  | completed | medium | Recharge refrigerant of the AC plant | Low suction pressure; find the leak, repair and recharge R407C.
BP1 | -12 |  | in_progress | medium | Overhaul ballast pump No. 1 | Vibration and low capacity; open the pump, renew the wear rings and bearings.
WML-F | 9 | 6 | open | medium | Renew mooring winch brake lining, port | Brake lining worn below the limit at the last brake test.
LO-P1 | 18 | 12 | open | low | Replace lube oil purifier feed pump | Feed pump noisy and losing capacity; replace with the spare from the store.
`;

export const DEMO_EQUIPMENT: DemoEquipment[] = table(EQUIPMENT).map(
  ([code, parent, name, category, criticality, location, manufacturer, model, hours]) => {
    const [start, perDay] = (hours ?? '').split('/').map(Number);
    return {
      code: code!,
      parent: optional(parent),
      name: name!,
      category: category!,
      criticality: criticality!,
      location: location!,
      manufacturer: optional(manufacturer),
      model: optional(model),
      hours: hours ? { start: start!, perDay: perDay! } : undefined,
    };
  },
);

export const DEMO_JOBS: DemoJob[] = table(JOBS).map(
  ([equipment, interval, priority, role, title, description]) => {
    const [amount, unit] = (interval ?? '').split(' ');
    return {
      equipment: equipment!,
      intervalDays: unit === 'd' ? Number(amount) : undefined,
      intervalHours: unit === 'h' ? Number(amount) : undefined,
      priority: priority!,
      role: role as DemoJob['role'],
      title: title!,
      description: description!,
    };
  },
);

export const DEMO_CORRECTIVE_WORK: DemoCorrectiveWork[] = table(CORRECTIVE_WORK).map(
  ([equipment, dueInDays, scheduledInDays, status, priority, title, description]) => ({
    equipment: equipment!,
    dueInDays: Number(dueInDays),
    scheduledInDays: scheduledInDays ? Number(scheduledInDays) : undefined,
    status: status as DemoCorrectiveWork['status'],
    priority: priority!,
    title: title!,
    description: description!,
  }),
);
