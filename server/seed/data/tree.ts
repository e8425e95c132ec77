// The three-level category tree: eight roots, their middle groups and leaves. Products hang on
// leaves; each leaf carries its filterable attributes, brands, price band and picture.
import { ROOTS_A } from './tree-a'
import { ROOTS_B } from './tree-b'
import type { LeafDef, RootDef } from './types'

export const ROOTS: RootDef[] = [...ROOTS_A, ...ROOTS_B]

export interface LeafRef {
  leaf: LeafDef
  root: RootDef
  rootIndex: number
  midName: string
}

export function allLeaves(): LeafRef[] {
  return ROOTS.flatMap((root, rootIndex) =>
    root.mids.flatMap((mid) => mid.leaves.map((leaf) => ({ leaf, root, rootIndex, midName: mid.name }))),
  )
}
