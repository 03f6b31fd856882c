; icmp + select: a signed and an unsigned compare, selects on each.
define <16 x i32> @cmp_sel(<16 x i32> %a, <16 x i32> %b) {
  %c = icmp slt <16 x i32> %a, %b
  %s = select <16 x i1> %c, <16 x i32> %a, <16 x i32> %b
  %u = icmp ugt <16 x i32> %s, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %t = select <16 x i1> %u, <16 x i32> %s, <16 x i32> zeroinitializer
  ret <16 x i32> %t
}
