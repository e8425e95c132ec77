import { Badge } from '../../../ui/badge'

/** A store's review state: «تأییدشده» or «در انتظار بررسی». */
export function StoreStatusBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge variant="success">تأییدشده</Badge> : <Badge variant="warning">در انتظار بررسی</Badge>
}

export const STORE_KIND_LABELS = { individual: 'حقیقی', legal_entity: 'حقوقی' } as const
