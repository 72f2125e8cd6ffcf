import { optionLabel } from "./option";

// One canonical list: the union of the activities the generator and the business form each
// offered. Icons are lucide-react component names, resolved by the UI.
export const HIGH_RISK_ACTIVITIES = [
  { value: "working-at-height", label: "Working at Height", icon: "ArrowUpToLine" },
  { value: "fall-hazards", label: "Fall Hazards", icon: "ArrowDownToLine" },
  { value: "confined-spaces", label: "Confined Spaces", icon: "Box" },
  { value: "mobile-equipment", label: "Mobile Plant & Equipment", icon: "Truck" },
  { value: "lifting-equipment", label: "Lifting Equipment", icon: "Forklift" },
  { value: "excavation", label: "Excavation", icon: "Shovel" },
  { value: "demolition", label: "Demolition", icon: "Hammer" },
  { value: "hazardous-chemicals", label: "Hazardous Chemicals", icon: "FlaskConical" },
  { value: "dangerous-goods", label: "Dangerous Goods", icon: "TriangleAlert" },
  { value: "asbestos", label: "Asbestos", icon: "CloudFog" },
  { value: "lead-work", label: "Lead Work", icon: "Anvil" },
  { value: "lead-paint", label: "Lead Paint", icon: "PaintBucket" },
  { value: "biological-hazards", label: "Biological Hazards", icon: "Biohazard" },
  { value: "electrical-work", label: "Electrical Work", icon: "Zap" },
  { value: "hot-work", label: "Hot Work", icon: "Flame" },
  { value: "explosives", label: "Explosives", icon: "Bomb" },
  { value: "radiation", label: "Radiation", icon: "Radiation" },
  { value: "extreme-temperatures", label: "Extreme Temperatures", icon: "Thermometer" },
  { value: "high-pressure", label: "High Pressure", icon: "Gauge" },
  { value: "pressurized-systems", label: "Pressurised Systems", icon: "CircleGauge" },
  { value: "noise-exposure", label: "Noise Exposure", icon: "Volume2" },
  { value: "poor-visibility", label: "Poor Visibility", icon: "EyeOff" },
  { value: "dust-exposure", label: "Dust Exposure", icon: "Wind" },
  { value: "manual-handling", label: "Manual Handling", icon: "PackageOpen" },
  { value: "cutting-tools", label: "Cutting Tools", icon: "Scissors" },
  { value: "diving-work", label: "Diving Work", icon: "Waves" },
  { value: "food-safety", label: "Food Safety", icon: "Utensils" },
  { value: "psychological-hazards", label: "Psychological Hazards", icon: "Brain" },
] as const satisfies readonly { value: string; label: string; icon: string }[];

export type HighRiskActivity = (typeof HIGH_RISK_ACTIVITIES)[number]["value"];

export type HighRiskActivityIcon = (typeof HIGH_RISK_ACTIVITIES)[number]["icon"];

export function isHighRiskActivity(value: string): value is HighRiskActivity {
  return HIGH_RISK_ACTIVITIES.some((a) => a.value === value);
}

export function activityLabel(value: string): string {
  return optionLabel(HIGH_RISK_ACTIVITIES, value);
}
