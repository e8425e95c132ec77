import { ct as hasRole, ut as useProfile } from "../entry-server.js";
import { c as SettingsIcon, d as UserIcon, u as ShieldIcon } from "./icons-G-AnJJZZ.js";
import { l as StoreIcon } from "./shop-icons-CkopiUff.js";
// src/app/layout/account-links.tsx
/**
* The signed-in user's links: profile and settings for everyone, store management only for
* providers and the admin panel only for admins (spec section 2, widgets).
*/
function useAccountLinks() {
	const { data: profile } = useProfile();
	const links = [{
		to: "/profile",
		label: "پروفایل",
		Icon: UserIcon
	}, {
		to: "/profile/settings",
		label: "تنظیمات",
		Icon: SettingsIcon
	}];
	if (hasRole(profile, "provider")) links.push({
		to: "/providers",
		label: "مدیریت فروشگاه",
		Icon: StoreIcon
	});
	if (hasRole(profile, "admin")) links.push({
		to: "/admin/stores",
		label: "پنل مدیریت",
		Icon: ShieldIcon
	});
	return links;
}
export { useAccountLinks as t };

//# sourceMappingURL=account-links-BnHyouD1.js.map