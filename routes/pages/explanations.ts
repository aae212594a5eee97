/** Plain-language explanations of every technique in the catalogue, one or two short paragraphs each. */
import { type TechniqueId } from "../../engine/mod.ts";

export const EXPLANATIONS: Readonly<Record<TechniqueId, readonly string[]>> = {
  "naked-single": [
    "Look at one empty cell and strike out every digit already present in its row, its column and its box. " +
    "When only one digit survives, that digit must go in the cell.",
    "When the cell is the last empty one of a row, column or box, this is called a full house: the missing " +
    "digit of that house is the only one left.",
  ],
  "hidden-single-box": [
    "Pick a box and a digit the box still lacks. Check each empty cell of the box: a cell is ruled out when " +
    "the digit already sits in its row or column. If just one cell of the box can still take the digit, " +
    "the digit goes there, even when that cell has other candidates too.",
  ],
  "hidden-single-line": [
    "The same idea as the hidden single in a box, applied to a row or a column: when a digit the line still " +
    "needs fits in only one of its empty cells, place it there.",
    "Lines are a little harder to scan than boxes, which is why this technique comes after the box version.",
  ],
  pointing: [
    "Inside one box, look at where a digit can still go. If all those cells lie in the same row (or the " +
    "same column), the box will put its copy of the digit somewhere on that line.",
    "So the rest of that row or column, outside the box, cannot hold the digit: remove it from those cells.",
  ],
  claiming: [
    "The mirror image of pointing. Inside one row or column, if every cell that can still take a digit " +
    "lies in the same box, then the line's copy of the digit is in that box.",
    "The box cannot have a second copy, so remove the digit from the box's other cells.",
  ],
  "naked-pair": [
    "Two cells in the same house that both hold exactly the same two candidates, say 3 and 7, share those " +
    "digits between them: one is 3 and the other is 7, in some order.",
    "No other cell of that house can then be 3 or 7, so those candidates can be removed everywhere else in it " +
    "(and in the box too, when the two cells also share one).",
  ],
  "hidden-pair": [
    "Two digits that, within one house, can only go in the same two cells must fill those two cells. The " +
    "cells may still show other candidates, but those are impossible: remove everything but the two digits.",
  ],
  "naked-triple": [
    "Three cells of one house whose candidates, taken together, are only three digits. Each cell need not " +
    "show all three; {1,2}, {2,5} and {1,5} is a triple too.",
    "The three cells will use up those three digits, so the rest of the house loses them (and the rest of " +
    "their box, when all three also share one).",
  ],
  "hidden-triple": [
    "Three digits that, within one house, fit in only the same three cells. Those cells must hold exactly " +
    "those digits, so any other candidate in them can be removed.",
  ],
  "naked-quad": [
    "The four-cell version of the naked pair: four cells of a house whose candidates together are only four " +
    "digits. Those digits are used up by the four cells and leave the rest of the house.",
  ],
  "hidden-quad": [
    "Four digits confined to the same four cells of a house. Those cells hold exactly these digits, so " +
    "their other candidates go. Hidden quads are rare and hard to spot by eye.",
  ],
  "x-wing": [
    "Find a digit that has exactly two possible places in each of two rows, and those places are in the " +
    "same two columns: four cells forming the corners of a rectangle.",
    "Either the top-left and bottom-right corners hold the digit, or the other two do. Both ways, each of " +
    "the two columns gets its copy from these rows, so the digit can be removed from the rest of those " +
    "columns. The same works with rows and columns swapped.",
  ],
  swordfish: [
    "An X-Wing with three lines. A digit is confined, in three rows, to cells that together lie in only " +
    "three columns (each row may use two or three of them).",
    "The three rows place their three copies inside those columns, one per column, so the rest of the " +
    "three columns cannot hold the digit.",
  ],
  jellyfish: [
    "The same fish pattern with four rows and four columns: a digit whose places in four rows fall in " +
    "just four columns. Those columns lose the digit everywhere outside the four rows.",
  ],
  skyscraper: [
    "Take a digit that has exactly two places in each of two rows. One end of each row lines up in the " +
    "same column, the other two ends do not: two towers of different heights.",
    "The two aligned ends cannot both be the digit, so at least one of the two far ends is. Any cell that " +
    "sees both far ends cannot hold the digit. The pattern also works with columns.",
  ],
  "two-string-kite": [
    "A digit with exactly two places in a row and exactly two in a column, where one end of the row and " +
    "one end of the column share a box (but are different cells).",
    "The two ends in the shared box cannot both be the digit, so one of the other two ends (the far ends, " +
    "outside the box) is. The cell in the row of the column's far end and in the column of the row's far " +
    "end sees both, and loses the digit.",
  ],
  "turbot-fish": [
    "A general chain on one digit: a strong link (a house where the digit has exactly two places), a weak " +
    "link (two cells that see each other), and another strong link.",
    "If the first end is not the digit, the chain forces the last end to be it. So one of the two ends " +
    "holds the digit, and any cell seeing both ends loses it. Skyscrapers and kites are special shapes of " +
    "this; the crane is another.",
  ],
  "empty-rectangle": [
    "In some box, the places for a digit all lie on one row and one column of the box, forming a cross " +
    "(the cells off the cross are empty of the digit). Whatever happens, the box's copy is on that row or " +
    "on that column.",
    "Combine this with a row or column outside the box where the digit has just two places: following it " +
    "from the cross leads to a cell that would be left without the digit either way, and it is removed there.",
  ],
  "xy-wing": [
    "Three cells with two candidates each: a pivot {x,y} that sees two pincers {x,z} and {y,z}.",
    "If the pivot is x, the first pincer is z; if the pivot is y, the second pincer is z. One pincer is z " +
    "either way, so any cell that sees both pincers cannot be z.",
  ],
  "xyz-wing": [
    "Like the XY-Wing, but the pivot has three candidates {x,y,z} and the pincers are {x,z} and {y,z}.",
    "Now the pivot itself may be z, so z is removed only from cells that see all three cells: the pivot " +
    "and both pincers.",
  ],
  "w-wing": [
    "Two cells with the same pair of candidates {x,y} that do not see each other, joined by a house where " +
    "x has exactly two places, one seeing each of the two cells.",
    "One of those two places is x, so one of the pair cells is not x and must be y. Any cell that sees " +
    "both pair cells therefore loses y.",
  ],
  "simple-coloring": [
    "Follow one digit through its strong links (houses where it has exactly two places) and colour the " +
    "cells alternately, say blue and green: one colour is all true, the other all false.",
    "If two cells of the same colour see each other, that colour is false everywhere (a colour wrap). If " +
    "a cell sees one blue and one green cell, it cannot hold the digit, because one of them does (a trap).",
  ],
  "x-chain": [
    "A longer chain on one digit, alternating strong and weak links and starting and ending with a strong " +
    "link, so it has an odd number of links (three or more). Like a turbot fish, one of its two ends holds " +
    "the digit.",
    "Cells that see both ends lose the digit.",
  ],
  "xy-chain": [
    "A chain of cells with two candidates each, where each cell shares a digit with the next and sees it. " +
    "Starting from a cell that is not z, each link forces the next cell's value until the last cell is z.",
    "So either the first cell or the last cell is z, and any cell that sees both ends cannot be z. The " +
    "XY-Wing is the shortest XY-Chain.",
  ],
  "unique-rectangle": [
    "Four cells in two rows, two columns and exactly two boxes that could all hold the same two digits " +
    "would make a deadly pattern: the two digits could swap and the puzzle would have two solutions.",
    "A proper puzzle has one solution, so the pattern must be broken. When three corners hold only {a,b}, " +
    "the fourth corner cannot be a or b; other types use the extra candidates of two corners. This only " +
    "holds for puzzles with a single solution, which every puzzle here is checked to have.",
  ],
  "bug-plus-one": [
    "A bivalue universal grave (BUG) is a position where every unsolved cell has exactly two candidates " +
    "and each candidate appears exactly twice in each house: such a position has no single solution.",
    "When all cells but one are bivalue and that one has three candidates, the extra digit that appears " +
    "three times in its houses must be the answer there, or the grid would fall into the grave.",
  ],
  "cage-combination": [
    "In a killer cage the digits differ and add up to the cage's sum, so only certain sets of digits fit: " +
    "two cells making 3 can only be {1,2}, three cells making 23 only {6,8,9}. Take away the digits already " +
    "placed in the cage, list the sets of distinct digits that make the rest, and keep only the sets the " +
    "open cells can really take, one digit each, from their candidates.",
    "A candidate that belongs to none of those sets cannot be right: remove it from the cage's cells.",
  ],
  "cage-confinement": [
    "When every set of digits that can still fill a cage contains the same digit, the cage must hold that " +
    "digit in one of its cells that can still take it.",
    "Any cell outside the cage that sees all of those cells (in the same row, column or box as each of " +
    "them) cannot hold the digit, just as pointing clears a line from a box.",
  ],
  "innies-outies": [
    "Every row, column and box adds up to 45, so a block of two rows adds up to 90, three to 135. Add up " +
    "the cages that lie wholly inside the block: the cells of the block left over, the innies, make the " +
    "difference. With one innie, that is its digit; with two or three, only a few digit pairs or triples " +
    "make their sum.",
    "The same works from outside: add up the cages that reach into the block, take away the block's total, " +
    "and the cells of those cages sticking out of the block, the outies, make what is left.",
  ],
  "finned-x-wing": [
    "An X-Wing that is almost there: a digit's places in two rows fall in two columns, except for one or " +
    "two extra places, the fins, all in one box. The fins spoil the plain X-Wing, but not all of it.",
    "Either a fin holds the digit, or none does and the X-Wing stands. A cell of the two columns, outside " +
    "the two rows, that also sees every fin (it sits in the fins' box) loses the digit both ways. When a " +
    "row keeps only one place in the columns besides its fins, the fish is called sashimi; the reasoning " +
    "is the same. Rows and columns can swap roles.",
  ],
  "finned-swordfish": [
    "The finned version of the Swordfish: in three rows a digit's places lie in three columns, but for " +
    "fins that share one box.",
    "If no fin is the digit, the Swordfish clears the three columns outside its rows; if a fin is, every " +
    "cell seeing the fins loses it. Cells of the three columns in the fins' box, outside the rows, lose the " +
    "digit either way. Sashimi when a row has only one place in the columns.",
  ],
  "finned-jellyfish": [
    "The same with four rows and four columns: a Jellyfish with fins in one box. Only the cells of the " +
    "cover columns that sit in the fins' box, outside the four rows, lose the digit, because they are the " +
    "ones that see every fin.",
  ],
  "wxyz-wing": [
    "Four cells that hold only four digits between them, w, x, y and z. For three of the digits, the cells " +
    "that can take it all see each other, so each of those digits fills at most one of the four cells.",
    "Three digits cannot fill four cells, so one of the cells must be z, the fourth digit, whose cells do not " +
    "all see each other. Any cell that sees every one of the four cells holding z cannot be z.",
  ],
  "sue-de-coq": [
    "Take the two or three cells where a row or column crosses a box, holding at least two more digits than " +
    "cells between them. Find cells elsewhere in the line and cells elsewhere in the box, with no digit in " +
    "common between those two groups, such that all the cells together hold exactly as many digits as there " +
    "are cells.",
    "No digit can go twice among them: the digits of the line's group have their places in the line, every " +
    "other digit in the box. So each digit goes in exactly once, and the rest of the line loses the line " +
    "group's digits and those only the crossing holds, the rest of the box the box group's and those only the " +
    "crossing holds. In the basic form each group is one cell with two of the crossing's digits; the extended " +
    "form allows more cells and digits from outside the crossing.",
  ],
  "als-xz": [
    "An almost locked set is a group of cells in one house holding one digit more than it has cells (a " +
    "bivalue cell is the smallest). If it loses any one of its digits, the rest are locked in: each of them " +
    "goes in one of its cells.",
    "Take two such sets with no cell in common and a digit x that both hold, every x of one seeing every x of " +
    "the other: x is a restricted common, in at most one of the sets, so the other is locked. Any other digit " +
    "z they both hold is then in one set or the other, and a cell that sees every z of both cannot be z. With " +
    "two restricted commons (doubly linked) each set holds exactly one of them and all its other digits, " +
    "which removes more.",
  ],
  "als-xy-wing": [
    "Three almost locked sets (each one digit more than cells): a pivot C, a set A sharing a restricted " +
    "common x with it, and a set B sharing a different restricted common y (every x of A sees every x of C, " +
    "every y of B every y of C).",
    "If neither A nor B held a digit z they both have, each would be locked on its other digits, A taking x " +
    "and B taking y, and the pivot would lose both x and y: too few digits for its cells. So z is in A or B, " +
    "and a cell seeing every z of both cannot be z. It is the XY-Wing with sets in place of cells.",
  ],
  "medusa-3d": [
    "Simple colouring follows one digit; 3D Medusa follows every digit at once. Two kinds of strong link " +
    "join candidates: the only two candidates of a cell, and the only two places of a digit in a row, column " +
    "or box. Colour a cluster of candidates joined this way in two colours, alternating along every link: one " +
    "colour is all true, the other all false.",
    "A colour is false when two of its candidates share a cell, when two of its candidates of one digit see " +
    "each other, or when it would leave some other cell with no digit. Otherwise a candidate outside the " +
    "cluster goes when it sees its digit in both colours, when its cell has both colours, or when its cell " +
    "has one colour and it sees its digit in the other.",
  ],
  aic: [
    "An alternating inference chain runs through candidates joined by strong links (at least one of the two " +
    "is true: the only two candidates of a cell, or the only two places of a digit in a house) and weak links " +
    "(not both are true: two candidates of one digit that see each other, or two digits of one cell), in " +
    "turn, starting and ending with a strong link. If the first candidate is false, the next is true, the " +
    "one after false, and so on to the end: so one of the two ends is true. A node may also be a group: the " +
    "places of a digit in one row or column of a box, standing for 'the digit is in one of these cells'.",
    "Any candidate that sees both ends (or is in one end's cell and sees the other end's digit) is false. " +
    "A chain that comes back to its start as true is a discontinuous nice loop: the start is true. A chain " +
    "whose ends see each other closes a continuous nice loop: every weak link in it then has exactly one " +
    "true end, and candidates seeing both ends of any of them go. X-chains and XY-chains are the chains of " +
    "one digit and of two-candidate cells.",
  ],
  "cell-forcing": [
    "One of a cell's candidates is the right one. Try each in turn and follow it with the singles it leads " +
    "to (naked and hidden singles, round after round). Whatever every one of those lines agrees on is true " +
    "whichever candidate is right: the same digit placed in the same cell, or the same candidate removed.",
    "A candidate whose line breaks a rule (a cell left with no digit, a digit with no place in a house) " +
    "cannot be the right one, and does not need to agree.",
  ],
  "unit-forcing": [
    "The same idea as the cell forcing chain, over a house: a digit has to go in one of its few places in a " +
    "row, column or box. Follow each place with the singles it leads to; what all of them agree on holds.",
  ],
  "digit-forcing": [
    "Take one candidate and follow two lines of singles: one from assuming it is true, one from assuming it " +
    "is false. One of the two is what really happens, so whatever both lines agree on is true.",
    "When the line from assuming it is true breaks a rule (a cell left with no digit, a digit with no place " +
    "in a house, a digit twice in one), the candidate is false: it can be removed. The grader follows each " +
    "line for at most a fixed number of rounds, so the net it looks at is bounded.",
  ],
};
