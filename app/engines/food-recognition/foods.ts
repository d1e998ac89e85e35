/**
 * The foods the local model (MobileNet v2, ImageNet-1k) knows: the 45 ImageNet classes of
 * `FOOD_CLASSES.tsv` beside the model, each with the name the site shows.
 * Pure data: safe to import from the page to list "the foods we know".
 */
export interface FoodClass {
  /** ImageNet class index (0-based line of the model's LABELS file). */
  index: number;
  /** ImageNet label, as in LABELS. */
  label: string;
  /** Friendly name shown to visitors. */
  item: string;
}

export const FOOD_CLASSES: readonly FoodClass[] = [
  { index: 924, label: "guacamole", item: "Guacamole" },
  { index: 925, label: "consomme", item: "Consommé" },
  { index: 926, label: "hot pot, hotpot", item: "Hot pot" },
  { index: 927, label: "trifle", item: "Trifle" },
  { index: 928, label: "ice cream, icecream", item: "Ice cream" },
  { index: 929, label: "ice lolly, lolly, lollipop, popsicle", item: "Ice lolly" },
  { index: 930, label: "French loaf", item: "French bread" },
  { index: 931, label: "bagel, beigel", item: "Bagel" },
  { index: 932, label: "pretzel", item: "Pretzel" },
  { index: 933, label: "cheeseburger", item: "Cheeseburger" },
  { index: 934, label: "hotdog, hot dog, red hot", item: "Hot dog" },
  { index: 935, label: "mashed potato", item: "Mashed potato" },
  { index: 936, label: "head cabbage", item: "Cabbage" },
  { index: 937, label: "broccoli", item: "Broccoli" },
  { index: 938, label: "cauliflower", item: "Cauliflower" },
  { index: 939, label: "zucchini, courgette", item: "Zucchini" },
  { index: 940, label: "spaghetti squash", item: "Spaghetti squash" },
  { index: 941, label: "acorn squash", item: "Acorn squash" },
  { index: 942, label: "butternut squash", item: "Butternut squash" },
  { index: 943, label: "cucumber, cuke", item: "Cucumber" },
  { index: 944, label: "artichoke, globe artichoke", item: "Artichoke" },
  { index: 945, label: "bell pepper", item: "Bell pepper" },
  { index: 946, label: "cardoon", item: "Cardoon" },
  { index: 947, label: "mushroom", item: "Mushroom" },
  { index: 948, label: "Granny Smith", item: "Granny Smith apple" },
  { index: 949, label: "strawberry", item: "Strawberry" },
  { index: 950, label: "orange", item: "Orange" },
  { index: 951, label: "lemon", item: "Lemon" },
  { index: 952, label: "fig", item: "Fig" },
  { index: 953, label: "pineapple, ananas", item: "Pineapple" },
  { index: 954, label: "banana", item: "Banana" },
  { index: 955, label: "jackfruit, jak, jack", item: "Jackfruit" },
  { index: 956, label: "custard apple", item: "Custard apple" },
  { index: 957, label: "pomegranate", item: "Pomegranate" },
  { index: 959, label: "carbonara", item: "Spaghetti carbonara" },
  { index: 960, label: "chocolate sauce, chocolate syrup", item: "Chocolate sauce" },
  { index: 961, label: "dough", item: "Dough" },
  { index: 962, label: "meat loaf, meatloaf", item: "Meatloaf" },
  { index: 963, label: "pizza, pizza pie", item: "Pizza" },
  { index: 964, label: "potpie", item: "Pot pie" },
  { index: 965, label: "burrito", item: "Burrito" },
  { index: 966, label: "red wine", item: "Red wine" },
  { index: 967, label: "espresso", item: "Espresso" },
  { index: 969, label: "eggnog", item: "Eggnog" },
  { index: 987, label: "corn", item: "Corn" },
];

const byIndex = new Map(FOOD_CLASSES.map((food) => [food.index, food]));

export function foodClassByIndex(index: number): FoodClass | undefined {
  return byIndex.get(index);
}

/** Friendly names of every food the local model knows, alphabetically (for the demo page). */
export function localKnownFoods(): string[] {
  return FOOD_CLASSES.map((food) => food.item).sort((a, b) => a.localeCompare(b, "en"));
}
