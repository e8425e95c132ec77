import { useState } from "react";
// src/ui/use-drag-reorder.ts
/**
* Reordering a list by dragging (HTML drag and drop: a pointer on a wide screen): spread
* `dragProps(index)` on each item; a drop calls `onMove(from, to)`. A drag only lands on the list
* it started in (another list's items do not accept it), so nested lists (a category tree's
* siblings) each reorder on their own. The keyboard's and a phone's way stays the up / down
* buttons beside each item.
*/
function useDragReorder(onMove, disabled = false) {
	const [dragging, setDragging] = useState(null);
	const [over, setOver] = useState(null);
	const dragProps = (index) => ({
		draggable: !disabled,
		onDragStart: (event) => {
			event.stopPropagation();
			event.dataTransfer.effectAllowed = "move";
			event.dataTransfer.setData("text/plain", String(index));
			setDragging(index);
		},
		onDragOver: (event) => {
			if (dragging === null) return;
			event.preventDefault();
			event.stopPropagation();
			event.dataTransfer.dropEffect = "move";
			setOver(index);
		},
		onDragLeave: () => setOver((current) => current === index ? null : current),
		onDrop: (event) => {
			if (dragging === null) return;
			event.preventDefault();
			event.stopPropagation();
			if (dragging !== index) onMove(dragging, index);
			setDragging(null);
			setOver(null);
		},
		onDragEnd: () => {
			setDragging(null);
			setOver(null);
		},
		"data-dragging": dragging === index ? "" : void 0,
		"data-over": over === index && dragging !== index ? "" : void 0
	});
	return { dragProps };
}
export { useDragReorder as t };

//# sourceMappingURL=use-drag-reorder-Cvr27sPX.js.map