import { badge } from './badge'
import { button } from './button'
import { dataTable } from './data-table'
import { dialog } from './dialog'
import { drawer } from './drawer'
import { field } from './field'
import { menu } from './menu'
import { panelLayout } from './panel-layout'
import { toast } from './toast'
import { tooltip } from './tooltip'

export const recipes = { button, badge }
export const slotRecipes = { dataTable, dialog, drawer, field, menu, panelLayout, toast, tooltip }
