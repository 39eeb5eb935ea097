import type { BuiltInProject } from "@/content/types";
import { fitpulseCoachingApp } from "./fitpulse-coaching-app";
import { ledgerlyFinancePlatform } from "./ledgerly-finance-platform";
import { medflowPatientPortal } from "./medflow-patient-portal";
import { routewiseLogisticsAutomation } from "./routewise-logistics-automation";

/** The four built-in portfolio projects, which are also the case studies. */
export const builtInProjects: BuiltInProject[] = [
  medflowPatientPortal,
  ledgerlyFinancePlatform,
  fitpulseCoachingApp,
  routewiseLogisticsAutomation,
];
