export type {
  AdminClient as AdminOrder,
  AdminRitual,
  PaymentStatus,
  User as AdminUser,
} from '@ritual/contracts/http';

export type CommissionType = import('@ritual/contracts/http').AdminRitual['commission_type'];
