/*
 * The responsible-gaming calls (GET/POST /api/responsible-gaming.php): the shared contract
 * (packages/shared/src/api/responsible.ts) and the names the tab uses. Amounts are lira; a session
 * limit is minutes.
 */
import type {
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_DAYS} from '@app/shared/api/responsible.ts';
import {
  type ResponsibleRequest,
} from '@app/shared/api/responsible.ts';

export {
  COOLING_OFF_HOURS,
  DEFAULT_REALITY_CHECK_MINUTES,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  TIMEOUT_DAYS,
  SELF_EXCLUSION_MONTHS as EXCLUSION_MONTHS,
  responsibleLimit,
  responsibleReply,
  type LimitKind,
  type LimitPeriod,
  type ResponsibleLimit,
  type ResponsibleReply,
} from '@app/shared/api/responsible.ts';

export type TimeoutDays = (typeof TIMEOUT_DAYS)[number];
export type ExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];
export type ResponsibleAction = ResponsibleRequest;

export interface ResponsibleActionReply {
  success: true;
  message: string;
}
