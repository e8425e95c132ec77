// Sellers and their stores: provider users (the demo provider owns three stores), seller
// profiles, and stores with well-formed identity numbers and shipping settings.
import { and, inArray, sql } from 'drizzle-orm'
import { normalizeText } from '#sdk/rules/text'
import type { Db } from '../../db/client'
import { type StoreShipping, stores, users, vendors } from '../../db/schema'
import { CITIES, FIRST_NAMES, LAST_NAMES, STORES, STREETS, type StoreDef } from '../data/stores'
import { DEMO_PROVIDER_PHONE, DEMO_USERS, SHARED_SELLER_PHONE, sellerPhone } from '../data/users'
import { companyNationalId, nationalCode, postalCode, sheba } from '../ids'
import { Rng } from '../random'
import { faDigits } from '../text'

export interface StoreRow {
  id: number
  slug: string
  verified: boolean
  sells: string[]
}

const ownerPhone = (def: StoreDef, i: number) =>
  def.owner === 0 ? DEMO_PROVIDER_PHONE : def.owner === 2 ? SHARED_SELLER_PHONE : sellerPhone(i)

export async function insertStores(db: Db, seed: number): Promise<StoreRow[]> {
  const rng = Rng.for(seed, 'stores')
  await db.insert(users).values(DEMO_USERS).onConflictDoNothing()
  const sellers = [...new Set(STORES.map(ownerPhone))].filter((p) => p !== DEMO_PROVIDER_PHONE)
  const people = sellers.map((phone) => ({ phone, first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) }))
  await db
    .insert(users)
    .values(people.map((p) => ({ phone: p.phone, name: `${p.first} ${p.last}`, roles: ['customer', 'provider'] })))
    .onConflictDoNothing()
  // A phone that already existed (e.g. a real sign-up) still needs the provider role.
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'provider')` })
    .where(and(inArray(users.phone, [...sellers, DEMO_PROVIDER_PHONE]), sql`not ('provider' = any(${users.roles}))`))
  const owners = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, [...sellers, DEMO_PROVIDER_PHONE]))
  const ownerId = new Map(owners.map((o) => [o.phone, o.id]))

  await db
    .insert(vendors)
    .values(
      people.map((p) => ({
        userId: ownerId.get(p.phone) as number,
        firstName: p.first,
        lastName: p.last,
        nationalCode: nationalCode(rng),
      })),
    )
    .onConflictDoNothing()

  const rows = STORES.map((def, i) => storeValues(def, i, ownerId.get(ownerPhone(def, i)) as number, rng))
  const inserted = await db
    .insert(stores)
    .values(rows)
    .returning({ id: stores.id, slug: stores.slug, verified: stores.verified })
  return inserted.map((s, i) => ({ ...s, sells: STORES[i].sells }))
}

function storeValues(def: StoreDef, i: number, ownerId: number, rng: Rng) {
  const place = CITIES[def.city]
  const legal = def.kind === 'legal_entity'
  return {
    ownerId,
    name: def.name,
    slug: def.slug,
    kind: def.kind,
    verified: def.verified,
    verifiedAt: def.verified ? sql`now() - interval '90 days'` : null,
    description: `${def.about}. ارسال از ${place.city} به سراسر ایران.`,
    logoUrl: `/media/stores/store-${i + 1}.webp`,
    bannerUrl: `/media/stores/banner-${(i % 8) + 1}.webp`,
    phone: `${place.area}${rng.int(3000_0000, 8999_9999)}`,
    email: `info@${def.slug}.example.ir`,
    province: place.province,
    city: place.city,
    address: `${place.city}، ${rng.pick(STREETS)}، پلاک ${faDigits(rng.int(1, 400))}، واحد ${faDigits(rng.int(1, 20))}`,
    postalCode: postalCode(rng),
    sheba: sheba(rng),
    nationalCode: legal ? null : nationalCode(rng),
    companyName: legal ? `شرکت ${def.name} (سهامی خاص)` : null,
    companyNationalId: legal ? companyNationalId(rng) : null,
    registrationNumber: legal ? String(rng.int(100000, 699999)) : null,
    shipping: shipping(place.city, rng),
    searchText: normalizeText(`${def.name} ${def.about}`),
  }
}

function shipping(city: string, rng: Rng): StoreShipping {
  const courier = rng.chance(0.6)
  return {
    methods: [
      {
        method: 'post_pishtaz',
        enabled: true,
        fee: rng.int(35, 65) * 1000,
        estimated_days_min: 2,
        estimated_days_max: 5,
      },
      {
        method: 'tipax',
        enabled: rng.chance(0.7),
        fee: rng.int(60, 120) * 1000,
        estimated_days_min: 1,
        estimated_days_max: 3,
      },
      {
        method: 'courier',
        enabled: courier,
        fee: rng.int(40, 90) * 1000,
        estimated_days_min: 0,
        estimated_days_max: 1,
      },
    ],
    cod_allowed: rng.chance(0.4),
    courier_city: courier ? city : null,
  }
}
