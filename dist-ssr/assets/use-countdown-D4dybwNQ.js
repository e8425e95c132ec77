import { useEffect, useState } from "react";
// src/lib/use-countdown.ts
/** Seconds left until `until` (a timestamp in ms), ticking once a second; 0 when passed. */
function useCountdown(until) {
	const [now, setNow] = useState(() => Date.now());
	useEffect(() => {
		if (!until) return;
		setNow(Date.now());
		const timer = window.setInterval(() => setNow(Date.now()), 1e3);
		return () => window.clearInterval(timer);
	}, [until]);
	if (!until) return 0;
	return Math.max(0, Math.ceil((until - now) / 1e3));
}
export { useCountdown as t };

//# sourceMappingURL=use-countdown-D4dybwNQ.js.map