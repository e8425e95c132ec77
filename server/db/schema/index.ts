// The whole Drizzle schema, one file per area. `npm run db:generate` turns changes into SQL.
export * from './admin'
export * from './auth'
export * from './catalog'
export * from './commerce'
export * from './content'
export * from './discounts'
export * from './files'
export * from './stores'
