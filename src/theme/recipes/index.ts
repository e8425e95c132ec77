import { badge } from './badge'
import { button } from './button'
import { card } from './card'
import { combobox } from './combobox'
import { dataTable } from './data-table'
import { datePicker } from './date-picker'
import { dialog } from './dialog'
import { drawer } from './drawer'
import { field } from './field'
import { imageUploader } from './image-uploader'
import { menu } from './menu'
import { numberInput } from './number-input'
import { orderedList } from './ordered-list'
import { panelLayout } from './panel-layout'
import { select } from './select'
import { tabs } from './tabs'
import { toast } from './toast'
import { tooltip } from './tooltip'

export const recipes = { button, badge }
export const slotRecipes = {
  card,
  dataTable,
  combobox,
  datePicker,
  dialog,
  drawer,
  field,
  imageUploader,
  menu,
  panelLayout,
  numberInput,
  orderedList,
  select,
  tabs,
  toast,
  tooltip,
}
