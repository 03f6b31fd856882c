//.kernel loop_gather_sum_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 76
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P1 (45)  rf=f1  size=2 type=uw align=1 words (f1.1)
//.declare V39 (46)  rf=r size=8 type=d align=8 words (r1.0)
//.declare V41 (48)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V43 (50)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V44 (51)  rf=r size=8 type=d align=2 words (r1.2)
//.declare V45 (52)  rf=r size=8 type=q align=4 words (r1.2)
//.declare V46 (53)  rf=r size=4 type=d align=2 words (r1.6)
//.declare V47 (54)  rf=r size=4 type=d align=2 words (r1.7)
//.declare V48 (55)  rf=r size=8 type=d align=2 words (r2.0)
//.declare V49 (56)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V50 (57)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V51 (58)  rf=r size=8 type=q align=4 words (r3.1)
//.declare V52 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V53 (60)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V54 (61)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V55 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V56 (63)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V57 (64)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V58 (65)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V59 (66)  rf=r size=128 type=q align=16 words (r20.0)
//.declare P2 (68)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V61 (69)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V62 (70)  rf=r size=4 type=d align=16 words (r26.0)
//.declare V63 (71)  rf=r size=4 type=d align=16 words (r27.0)
//.declare V64 (72)  rf=r size=8 type=d align=4 words (r3.4)
//.declare P3 (73)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare P4 (74)  rf=f1  size=2 type=uw align=1 words (f0.1)
//.declare P5 (75)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare V65 (76)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V66 (77)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (78)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V67 (79)  rf=r size=4 type=d alias=V35+0 align=2 words (r3.0)
//.declare V68 (80)  rf=r size=8 type=d alias=V39+0 align=2 words (r1.0)
//.declare V69 (81)  rf=r size=32 type=d alias=V41+0 align=16 words (r6.0)
//.declare V71 (83)  rf=r size=32 type=d alias=V43+0 align=16 words (r7.0)
//.declare V73 (85)  rf=r size=4 type=d alias=V46+0 align=2 words (r1.6)
//.declare V74 (86)  rf=r size=8 type=d alias=V45+0 align=2 words (r1.4)
//.declare V75 (87)  rf=r size=4 type=ud alias=V47+0 align=2 words (r1.7)
//.declare V76 (88)  rf=r size=8 type=ud alias=V45+0 align=2 words (r1.4)
//.declare V77 (89)  rf=r size=8 type=d alias=V48+0 align=2 words (r2.0)
//.declare V78 (90)  rf=r size=4 type=d alias=V47+0 align=2 words (r1.7)
//.declare V79 (91)  rf=r size=4 type=ud alias=V49+0 align=2 words (r8.0)
//.declare V80 (92)  rf=r size=4 type=ud alias=V50+0 align=2 words (r9.0)
//.declare V81 (93)  rf=r size=8 type=ud alias=V48+0 align=2 words (r2.0)
//.declare V82 (94)  rf=r size=8 type=ud alias=V32+0 align=2 words (r2.2)
//.declare V83 (95)  rf=r size=8 type=d alias=V51+0 align=2 words (r3.2)
//.declare V84 (96)  rf=r size=8 type=d alias=V51+0 align=2 words (r3.2)
//.declare V85 (97)  rf=r size=4 type=d alias=V50+0 align=2 words (r9.0)
//.declare V86 (98)  rf=r size=8 type=d alias=V32+0 align=2 words (r2.2)
//.declare V87 (99)  rf=r size=64 type=q alias=V52+0 align=16 words (r10.0)
//.declare V88 (100)  rf=r size=32 type=ud alias=V53+0 align=16 words (r12.0)
//.declare V89 (101)  rf=r size=32 type=ud alias=V54+0 align=16 words (r13.0)
//.declare V90 (102)  rf=r size=64 type=ud alias=V52+0 align=16 words (r10.0)
//.declare V91 (103)  rf=r size=32 type=ud alias=V41+0 align=16 words (r6.0)
//.declare V92 (104)  rf=r size=64 type=d alias=V55+0 align=16 words (r14.0)
//.declare V93 (105)  rf=r size=32 type=d alias=V54+0 align=16 words (r13.0)
//.declare V94 (106)  rf=r size=64 type=d alias=V52+0 align=16 words (r10.0)
//.declare V95 (107)  rf=r size=128 type=d alias=V59+0 align=16 words (r20.0)
//.declare V96 (108)  rf=r size=32 type=ud alias=V56+0 align=16 words (r16.0)
//.declare V97 (109)  rf=r size=32 type=ud alias=V57+0 align=16 words (r17.0)
//.declare V98 (110)  rf=r size=32 type=ud alias=V43+0 align=16 words (r7.0)
//.declare V99 (111)  rf=r size=64 type=d alias=V58+0 align=16 words (r18.0)
//.declare V100 (112)  rf=r size=32 type=d alias=V57+0 align=16 words (r17.0)
//.declare V101 (113)  rf=r size=64 type=ud alias=V37+0 align=16 words (r4.0)
//.declare V102 (114)  rf=r size=128 type=uq alias=V59+0 align=16 words (r20.0)
//.declare V103 (115)  rf=r size=64 type=d alias=V65+0 align=16 words (r28.0)
//.declare V104 (116)  rf=r size=64 type=d alias=V61+0 align=16 words (r24.0)
//.declare V105 (117)  rf=r size=4 type=ud alias=V62+0 align=2 words (r26.0)
//.declare V106 (118)  rf=r size=4 type=ud alias=V63+0 align=2 words (r27.0)
//.declare V107 (119)  rf=r size=8 type=d alias=V64+0 align=2 words (r3.4)
//.declare V108 (120)  rf=r size=4 type=d alias=V63+0 align=2 words (r27.0)
//.declare V109 (121)  rf=r size=8 type=q alias=V64+0 align=4 words (r3.2)
//.declare V110 (122)  rf=r size=8 type=uq alias=V34+0 align=4 words (r2.3)
//.declare  (123)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare  (124)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (125)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (126)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (127)  rf=r size=16 type=w align=8 words (r8.8)
//.declare  (128)  rf=r size=16 type=w align=8 words (r9.8)
//.declare  (129)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare  (130)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (133)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (134)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (135)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V34      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r3       | general    |
// | V36      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $52
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $52
// B002: Preds:{B001},  Succs:{B003, B006}
// loop_gather_sum_w16_BB_0:
(W)     send.ugm (1|M0)          r33      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $52
(W)     mov (8|M0)               null<1>:ud    r33.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $52
(W)     send.ugm (1|M0)          r34      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $52
(W)     mov (1|M0)               r30.0<1>:ud   r2.4<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r30.1<1>:ud   r2.5<0;1,0>:ud                                        // $1
        cmp (1|M0)    (lt)f1.1   null<1>:d     r3.0<0;1,0>:d     1:w                                 // $4
(W)     mov (8|M0)               null<1>:ud    r34.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r4       r30     null:0  0x0            0x022D03FF           {A@3,$4} // wr:1h+0, rd:2; a64 unaligned oword block read x4 // $1
        mov (16|M0)              r28.0<1>:d    0:w                                                   // $3
(W)     and (1|M0)               f0.1<1>:uw    f1.1<0;1,0>:uw    0x1:uw                              // $5
(f0.1.any16h) goto (16|M0)                   BB_1              BB_1                                  // $5
// B003: Preds:{B002},  Succs:{B004}
_loop_gather_sum_w16_k0_0_:
        mov (2|M0)               r1.0<1>:d     0x100:v                               {$0.dst}        // $8
        mov (8|M0)               r8.8<1>:w     0x50B61C72:uv                                         // $12
        mov (8|M0)               r9.8<1>:w     0xD83E94FA:uv                                         // $14
        mul (2|M0)               r1.0<1>:d     r1.0<1;1,0>:d     64:w               {I@3}            // $9
        mov (1|M0)               r1.2<1>:d     r3.0<0;1,0>:d                                         // $6
        mov (1|M0)               r1.3<1>:d     0:w                                                   // $7
        mov (1|M0)               r1.4<2>:f     0.0:f                                                 //  (0x00000000:f); $15
        mov (1|M0)               r1.5<2>:f     0.0:f                                                 //  (0x00000000:f); $15
        mul (8|M0)               r6.0<1>:d     r8.8<1;1,0>:w     4:w               {I@5}             // $12
        mul (8|M0)               r7.0<1>:d     r9.8<1;1,0>:w     4:w               {I@5}             // $14
        add (2|M0)               r1.0<1>:d     r1.0<1;1,0>:d     -64:w               {I@5}           // $10
// B004: Preds:{B005, B003},  Succs:{B005, B006}
BB_2:
        shl (1|M0)               r1.6<1>:d     r1.5<0;1,0>:d     6:w               {F@1}             // $17
        shr (1|M0)               r1.7<1>:ud    r1.4<0;1,0>:ud    0x1A:uw                             // $18
        shl (1|M0)               r2.0<1>:d     r1.4<0;1,0>:d     6:w               {Compacted}       // $19
        or (1|M0)                r2.1<1>:d     r1.6<0;1,0>:d     r1.7<0;1,0>:d    {I@2}              // $20
        cmp (16|M0)   (gt)f1.0   null<1>:d     r4.0<1;1,0>:ud    0x20000000:ud              {$4.dst} // $38
        and (2|M0)               r2.0<1>:d     r2.0<1;1,0>:d     r1.0<1;1,0>:d    {I@2}              // $21
        mov (16|M0)              r24.0<1>:d    0:w                                                   // $37
        addc (1|M0)              r8.0<1>:ud    r2.0<0;1,0>:ud    r2.2<0;1,0>:ud   {AccWrEn,I@2}      // $22
        mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $22
        mov (1|M0)               r3.2<1>:d     r8.0<0;1,0>:d                    {I@2}                // $23
        add3 (1|M0)              r3.3<1>:d     r9.0<0;0>:d       r2.1<0;0>:d       r2.3<0>:d        {I@2} // $24
        mov (8|M0)               r10.0<2>:ud   r3.2<0;1,0>:ud                   {I@2}                // $25
        mov (8|M0)               r10.1<2>:ud   r3.3<0;1,0>:ud                   {I@2}                // $25
        addc (8|M0)              r12.0<1>:ud   r10.0<2;1,0>:ud   r6.0<1;1,0>:ud   {AccWrEn,Compacted,I@1} // $26
        mov (8|M0)               r13.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $26
        addc (8|M0)              r16.0<1>:ud   r10.0<2;1,0>:ud   r7.0<1;1,0>:ud   {AccWrEn,Compacted} // $31
        mov (8|M0)               r20.0<2>:d    r12.0<1;1,0>:d                   {I@3}                // $28
        mov (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $31
        add3 (8|M0)              r20.1<2>:d    r13.0<1;0>:d      r10.1<4;2>:d      0:w               {I@4} // $29
        mov (8|M0)               r22.0<2>:d    r16.0<1;1,0>:d                   {I@4}                // $33
        add3 (8|M0)              r22.1<2>:d    r17.0<1;0>:d      r10.1<4;2>:d      0:w               {I@3} // $34
        addc (1|M0)              r26.0<1>:ud   r1.4<0;1,0>:ud    0x1:ud              {AccWrEn}       // $41
(f1.0)  send.dc1 (16|M0)         r24      r20     null:0  0x0            0x082411FF           {A@2,$5} // wr:4+0, rd:2; a64 dword gathering read // $39
        mov (1|M0)               r27.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $41
        mov (1|M0)               r3.4<1>:d     r26.0<0;1,0>:d                   {I@2}                // $42
        add3 (1|M0)              r3.5<1>:d     r27.0<0;0>:d      r1.5<0;0>:d       0:w               {I@2} // $43
        sync.nop                             null                             {Compacted,$5.src}     // $44
        cmp (1|M0)    (eq)f0.0   null<1>:d     r3.5<0;1,0>:d     r1.3<0;1,0>:d    {I@1}              // $44
(f0.0)  cmp (1|M0)    (eq)f0.0   null<1>:d     r3.4<0;1,0>:d     r1.2<0;1,0>:d                       // $45
(W)     and (1|M0)               f0.0<1>:uw    f0.0<0;1,0>:uw    0x1:uw                              // $47
        add (16|M0)              r28.0<1>:d    r24.0<1;1,0>:d    r28.0<1;1,0>:d   {Compacted,$5.dst} // $40
(f0.0.any16h) goto (16|M0)                   BB_1              BB_1                                  // $47
// B005: Preds:{B004},  Succs:{B004}
_loop_gather_sum_w16_k0_1_:
(W)     mov (2|M0)               r1.4<1>:ud    r3.4<1;1,0>:ud                                        // $48
        goto.b (16|M0)                       BB_1              BB_2                                  // $49
// B006: Preds:{B004, B002},  Succs:{}
BB_1:
        join (16|M0)                         L1016                                                   // 
L1016:
(W)     mov (1|M0)               r31.0<1>:ud   r2.6<0;1,0>:ud                                        // $51
(W)     mov (1|M0)               r31.1<1>:ud   r2.7<0;1,0>:ud                                        // $51
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $52
(W)     send.dc1 (16|M0)         null     r31     r28:2   0x0            0x020D43FF           {A@1,$6} // wr:1h+2, rd:0; a64 unaligned oword block write x4 // $51
(W)     send.ugm (1|M0)          r32      r0      null:0  0x0            0x0210031F           {$7} // wr:1+0, rd:1; fence.ugm.none.local // $52
(W)     mov (8|M0)               null<1>:ud    r32.0<1;1,0>:ud                  {$7.dst}             //  memory fence commit; $52
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $52
L1120:
        nop                                                                                          // $52


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 88
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
