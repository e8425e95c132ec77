import { options } from 'preact'

// The app is written for React and built with preact/compat (docs/decisions/007). React runs the
// effects of a click's update before the browser's next frame; Preact by default waits for that
// frame. Ark's machines (zag) check what was rendered in a requestAnimationFrame of their own, so
// with Preact's default a drawer's title was not yet there and the dialog lost its accessible
// name. Running effects in a microtask after the commit restores React's order.
options.requestAnimationFrame = (callback) => queueMicrotask(callback)
