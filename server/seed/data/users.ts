// Demo accounts (sign in with a one-time code from the server log) and the sellers' phones.

export const DEMO_ADMIN_PHONE = '09120000001'
export const DEMO_PROVIDER_PHONE = '09120000002'
export const DEMO_CUSTOMER_PHONE = '09120000003'
/** one seller who runs several of the demo stores */
export const SHARED_SELLER_PHONE = '09120000010'

export const DEMO_USERS: { phone: string; name: string; roles: string[] }[] = [
  { phone: DEMO_ADMIN_PHONE, name: 'مدیر راسته', roles: ['customer', 'admin'] },
  { phone: DEMO_PROVIDER_PHONE, name: 'فروشنده نمونه', roles: ['customer', 'provider'] },
  { phone: DEMO_CUSTOMER_PHONE, name: 'خریدار نمونه', roles: ['customer'] },
]

/** The owner of store #i when it has a seller of its own. */
export const sellerPhone = (i: number): string => `09121${String(i + 1).padStart(6, '0')}`
