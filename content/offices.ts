import type { Office } from "./types";

/** The four offices of the contact section, all on India Standard Time. */
export const offices: Office[] = [
  {
    city: "New Delhi",
    region: "Delhi",
    address: "Level 3, 21 Barakhamba Road, Connaught Place, New Delhi, Delhi 110001",
    timezone: "GMT+5:30",
  },
  {
    city: "Bengaluru",
    region: "Karnataka",
    address: "2nd Floor, 14 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034",
    timezone: "GMT+5:30",
  },
  {
    city: "Noida",
    region: "Uttar Pradesh",
    address: "Tower B, 7th Floor, A-40 Sector 62, Noida, Uttar Pradesh 201309",
    timezone: "GMT+5:30",
  },
  {
    city: "Dehradun",
    region: "Uttarakhand",
    address: "Block C, IT Park, Sahastradhara Road, Dehradun, Uttarakhand 248013",
    timezone: "GMT+5:30",
  },
];
